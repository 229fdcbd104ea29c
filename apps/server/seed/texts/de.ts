import type { DemoTexts } from './types.ts';

/** The demo's texts in German (the player is «Sie», as licensed German operators write). */
export const de: DemoTexts = {
  pages: {
    'about-us': {
      title: 'Über uns',
      body: 'Croupier ist eine Open-Source-Spielerseite für Online-Casinos und Sportwetten. Dies ist die Demo-Marke: Alle Spiele, Zahlungen und Nachrichten laufen hier über simulierte Anbieter, ganz ohne echtes Geld.',
    },
    'privacy-policy': {
      title: 'Datenschutzerklärung',
      body: 'Die Demo speichert die Daten, die Sie eingeben, in ihrer eigenen Datenbank auf dem Rechner, auf dem sie läuft. Nichts wird an Dritte übermittelt: Spielestudio, Kasse, Sportwetten, Identitätsprüfung und Nachrichten-Gateway sind lokale Simulationen.',
    },
    'general-terms-conditions': {
      title: 'Allgemeine Geschäftsbedingungen',
      body: 'Spielen Sie verantwortungsbewusst. Die Demo dient nur zur Erprobung: Guthaben sind Spielgeld und haben keinen Geldwert. Um auf einer mit Croupier gebauten Seite um echtes Geld zu spielen, müssen Sie das in Ihrem Land gesetzlich vorgeschriebene Mindestalter für Glücksspiele erreicht haben.',
    },
  },
  rewards: {
    depositBonus: {
      title: '100 % Einzahlungsbonus',
      description:
        'Wir verdoppeln Ihre Einzahlung bis zu 50 – setzen Sie den Bonus 5-mal um, dann gehört er Ihnen.',
      terms:
        'Slots zählen zu 100 %, Sofortgewinnspiele zu 50 %, Tischspiele zu 10 %. Umsatz innerhalb von 30 Tagen. Höchstens 500 werden zu Echtgeld.',
    },
    freeSpins: {
      title: '10 Freispiele für Velvet Viking',
      description: 'Zehn Freispiele zu je 0,20; die Gewinne sind Bonusgeld, das Sie 5-mal umsetzen.',
      terms: 'Innerhalb von 14 Tagen aktivieren, innerhalb von 30 Tagen spielen.',
    },
  },
  campaignBonuses: {
    step1: {
      title: '100 % Bonus auf die erste Einzahlung',
      description: 'Wir verdoppeln Ihre erste Einzahlung, bis zu 100.',
    },
    step2: {
      title: '50 % Bonus auf die zweite Einzahlung',
      description: 'Die Hälfte Ihrer zweiten Einzahlung obendrauf, bis zu 100.',
    },
    step3: {
      title: '25 % Bonus auf die dritte Einzahlung',
      description: 'Ein Viertel Ihrer dritten Einzahlung obendrauf, bis zu 100.',
    },
    reload: { title: '50 % Reload-Bonus', description: 'Die Hälfte Ihrer Einzahlung obendrauf, bis zu 50.' },
    sport: { title: 'Sportwetten-Bonus über 10', description: 'Ein Bonus über 10 für die Sportwetten.' },
    guest: { title: 'Anmeldebonus über 5', description: 'Ein Bonus über 5, sobald Sie ein Konto eröffnen.' },
  },
  campaignBonusTerms: 'Setzen Sie den Bonus innerhalb von 30 Tagen um.',
  campaigns: {
    welcome: {
      title: 'Casino-Willkommenspaket',
      description:
        'Drei Einzahlungsboni: 100 % auf Ihre erste Einzahlung, 50 % auf die zweite, 25 % auf die dritte.',
      terms:
        'Jeder Bonus beträgt bis zu 100 und wird innerhalb von 30 Tagen 5-mal umgesetzt. Ein Willkommenspaket pro Spieler.',
    },
    reload: {
      title: 'Wochenend-Reload: 50 % bis zu 50',
      description:
        'Nehmen Sie teil und zahlen Sie dann mindestens 20 ein, um einen Reload-Bonus von 50 % zu erhalten.',
      terms: 'Es zählen Einzahlungen ab 20. Setzen Sie den Bonus innerhalb von 30 Tagen 5-mal um.',
    },
    sport: {
      title: 'Sportwetten-Start: ein Bonus über 10',
      description: 'Nehmen Sie teil und sichern Sie sich einen Bonus über 10 für die Sportwetten.',
      terms:
        'Einmal pro Spieler. Setzen Sie den Bonus innerhalb von 30 Tagen 3-mal um. Ersetzt das Casino-Willkommenspaket.',
    },
    guest: {
      title: 'Neu hier? Ein Bonus über 5 zur Anmeldung',
      description: 'Eröffnen Sie ein Konto und starten Sie mit einem Bonus über 5.',
      terms: 'Nur für neue Spieler. Setzen Sie den Bonus innerhalb von 30 Tagen 5-mal um.',
    },
    country: {
      title: 'Vereinigtes Königreich & Irland: 10 Freispiele',
      description:
        'Spieler aus dem Vereinigten Königreich und Irland erhalten 10 Freispiele zu ihrer ersten Einzahlung.',
      terms:
        'Nur für Spieler, die im Vereinigten Königreich oder in Irland registriert sind. Nehmen Sie vor Ihrer ersten Einzahlung teil.',
    },
  },
  welcomePacks: {
    casino: {
      title: 'Casino-Willkommenspaket',
      description: 'Bis zu 300 an Boni auf Ihre ersten drei Einzahlungen.',
      steps: [
        '1. Einzahlung: 100 % bis zu 100',
        '2. Einzahlung: 50 % bis zu 100',
        '3. Einzahlung: 25 % bis zu 100',
      ],
    },
    sport: {
      title: 'Sportwetten-Start',
      description: 'Sofort ein Bonus über 10 für die Sportwetten.',
      steps: ['Bei der Anmeldung: ein Bonus über 10'],
    },
  },
  tournaments: {
    active: {
      title: 'Wöchentliches Einsatzrennen',
      description:
        'Jeder Cent, den Sie in den Turnierspielen einsetzen, zählt als Punkt. Die besten zehn teilen sich 250.',
    },
    scheduled: {
      title: 'Jagd auf den großen Gewinn',
      description: 'Ihr höchster Einzelgewinn, als Vielfaches seines Einsatzes, ist Ihre Punktzahl.',
    },
    finished: { title: 'Eröffnungssprint', description: 'Das erste Rennen der Seite.' },
  },
  tournamentTerms: 'Die Preise werden nach Turnierende dem Echtgeldguthaben der Gewinner gutgeschrieben.',
  crm: {
    welcomePopup: {
      title: 'Willkommen bei Croupier',
      body: 'Registrieren Sie sich in einer Minute und sichern Sie sich mit dem Code WELCOME100 Ihren Willkommensbonus auf die erste Einzahlung.',
      signUp: 'Registrieren',
      justLooking: 'Nur umsehen',
    },
    depositCard: {
      title: 'Aufladen und weiterspielen',
      body: 'Ihr Guthaben wartet: Zahlen Sie jetzt ein und nutzen Sie WELCOME100 für einen Bonus auf Ihre erste Einzahlung.',
      buttonLabel: 'Einzahlen',
    },
    instantMessage: {
      title: 'Spielen Sie verantwortungsbewusst',
      body: 'In Ihrem Profil können Sie jederzeit Einzahlungslimits festlegen oder eine Spielpause einlegen. Bitte bestätigen Sie, dass Sie dies gelesen haben, um fortzufahren.',
    },
  },
};
