import type { BrandBTexts } from './types.ts';

/** Brand B's texts in German, its default language (types.ts). */
export const de: BrandBTexts = {
  pages: {
    'about-us': {
      title: 'Über uns',
      body: 'Die Spielbank Nord ist die zweite Demo-Marke von Croupier: dieselbe Plattform, dieselbe Software, aber eigene Farben, eigene Aktionen und eine eigene Spielauswahl. Alle Spiele, Zahlungen und Nachrichten laufen hier gegen Testanbieter – es wird kein echtes Geld bewegt.',
    },
    'privacy-policy': {
      title: 'Datenschutzerklärung',
      body: 'Wir speichern die Angaben, die Sie bei der Registrierung und im Profil machen, in der Datenbank des Rechners, auf dem die Demo läuft. Nichts davon wird an Dritte weitergegeben: Spielanbieter, Kasse, Identitätsprüfung und Nachrichtenversand sind lokale Testdienste. Sie können Ihr Konto jederzeit über den Kundendienst löschen lassen.',
    },
    'general-terms-conditions': {
      title: 'Allgemeine Geschäftsbedingungen',
      body: 'Die Teilnahme ist erst ab 18 Jahren erlaubt. Jede Person darf nur ein Konto führen. Die Demo dient ausschließlich der Erprobung: Guthaben sind Spielgeld und haben keinen Geldwert. Boni und Aktionen gelten nach den jeweiligen Teilnahmebedingungen; bei Verdacht auf Missbrauch können wir sie zurückfordern.',
    },
    'responsible-gambling': {
      title: 'Verantwortungsvolles Spielen',
      body: 'Glücksspiel kann süchtig machen. Spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können, und setzen Sie sich vorher ein Limit. In Ihrem Profil können Sie Einzahlungs-, Verlust- und Einsatzlimits festlegen, eine Pause einlegen oder sich sperren lassen. Hilfe und Beratung erhalten Sie kostenlos und anonym bei der Telefonberatung der BZgA unter 0800 1 37 27 00 oder auf www.check-dein-spiel.de.',
    },
  },
  rewards: {
    step1: {
      title: '100 % auf Ihre erste Einzahlung',
      description: 'Wir verdoppeln Ihre erste Einzahlung – bis zu 100 €.',
      terms:
        'Der Bonus muss innerhalb von 30 Tagen fünfmal umgesetzt werden. Höchsteinsatz mit Bonusgeld: 5 € pro Runde.',
    },
    step2: {
      title: '50 % auf Ihre zweite Einzahlung',
      description: 'Die Hälfte Ihrer zweiten Einzahlung gibt es obendrauf – bis zu 100 €.',
      terms:
        'Der Bonus muss innerhalb von 30 Tagen fünfmal umgesetzt werden. Höchsteinsatz mit Bonusgeld: 5 € pro Runde.',
    },
    reload: {
      title: 'Wochenend-Reload: 50 % bis 50 €',
      description: 'Zum Wochenende legen wir die Hälfte Ihrer Einzahlung drauf.',
      terms: 'Gilt für Einzahlungen ab 20 €. Fünffacher Umsatz innerhalb von 30 Tagen.',
    },
    start: {
      title: 'Startbonus: 100 % bis 20 €',
      description: 'Mit dem Code NORD20 verdoppeln wir Ihre Einzahlung – bis zu 20 €.',
      terms: 'Einmal pro Spieler. Der Bonus muss innerhalb von 30 Tagen fünfmal umgesetzt werden.',
    },
    freeSpins: {
      title: '20 Freispiele',
      description: 'Zwanzig Freispiele zu je 0,20 €; die Gewinne sind Bonusgeld.',
      terms: 'Innerhalb von 14 Tagen abholen und innerhalb von 30 Tagen spielen. Gewinne fünfmal umsetzen.',
    },
  },
  campaigns: {
    welcome: {
      title: 'Willkommenspaket: bis zu 200 €',
      description:
        'Zwei Einzahlungsboni für Ihren Start: 100 % auf die erste und 50 % auf die zweite Einzahlung.',
      terms:
        'Nur für neue Spielerinnen und Spieler, ein Willkommenspaket pro Person. Melden Sie sich vor der Einzahlung an. Jeder Bonus muss innerhalb von 30 Tagen fünfmal umgesetzt werden; der Höchsteinsatz mit Bonusgeld beträgt 5 € pro Runde.',
    },
    reload: {
      title: 'Wochenend-Reload',
      description:
        'Melden Sie sich an und zahlen Sie mindestens 20 € ein: Sie erhalten 50 % bis zu 50 € dazu.',
      terms:
        'Es zählen Einzahlungen ab 20 €, ein Bonus pro Teilnahme. Der Bonus muss innerhalb von 30 Tagen fünfmal umgesetzt werden.',
    },
  },
  welcomePack: {
    title: 'Willkommenspaket',
    description: 'Bis zu 200 € Bonus auf Ihre ersten beiden Einzahlungen.',
    steps: ['1. Einzahlung: 100 % bis 100 €', '2. Einzahlung: 50 % bis 100 €'],
  },
  tournament: {
    title: 'Nordlicht-Rennen',
    description:
      'Jeder Cent, den Sie auf die Turnierspiele setzen, zählt als Punkt. Die besten zehn teilen sich 250 € und Freispiele.',
    terms: 'Geldpreise werden nach Turnierende dem Echtgeldkonto gutgeschrieben, Freispiele als Bonus.',
  },
  crm: {
    welcomePopup: {
      title: 'Willkommen bei der Spielbank Nord',
      body: 'Registrieren Sie sich in einer Minute und sichern Sie sich mit dem Code NORD20 Ihren Startbonus.',
      signUp: 'Jetzt registrieren',
      later: 'Später',
    },
    depositCard: {
      title: 'Ihr Wochenend-Reload wartet',
      body: 'Melden Sie sich für den Wochenend-Reload an und erhalten Sie 50 % auf Ihre nächste Einzahlung.',
      buttonLabel: 'Einzahlen',
    },
    instantMessage: {
      title: 'Spielen mit Verantwortung',
      body: 'Legen Sie in Ihrem Profil jederzeit Limits fest oder gönnen Sie sich eine Pause. Hilfe gibt es kostenlos unter 0800 1 37 27 00. Bitte bestätigen Sie, um fortzufahren.',
    },
  },
};
