import type { Locale } from '../locale/index.ts';

/** The cashier's player-facing texts (its deposit page and the 3-D Secure window), per locale. */

type Outcome = 'success' | 'decline' | 'pending' | 'redirect';

const en = {
  title: 'Sandbox cashier',
  invalidTitle: 'Cashier',
  invalidLink: 'This payment link is not valid or has expired.',
  deposit: 'Deposit {amount} by {method}',
  methods: { card: 'Card', 'e-wallet': 'Sandbox Wallet' } as Record<string, string>,
  testCard: 'Test card',
  testWallet: 'Test wallet account',
  wallets: {
    success: 'Funded wallet',
    decline: 'Empty wallet',
    pending: 'Wallet under review',
    redirect: 'Wallet asking for approval',
  } as Record<Outcome, string>,
  outcomes: { success: 'success', decline: 'decline', pending: 'pending', redirect: 'redirect' } as Record<
    Outcome,
    string
  >,
  pay: 'Pay {amount}',
  /** What the page's script shows after a payment attempt. */
  client: {
    paid: 'Payment successful',
    declined: 'Payment declined',
    pending: 'Payment pending',
    failed: 'Payment failed',
    finishInWindow: 'Finish the payment in the window that opened.',
    expired: 'The cashier session is not valid or has expired.',
    processed: 'This payment has been processed already.',
    useTestCard: 'Use one of the test cards.',
  },
  secureTitle: '3-D Secure',
  approveQuestion: 'Approve the payment of {amount}?',
  approve: 'Approve',
  decline: 'Decline',
  nothingToAuthenticate: 'Nothing to authenticate.',
  /** What the 3-D Secure window's script shows. */
  secure: {
    approved: 'Payment approved. You can close this window.',
    declined: 'Payment declined.',
    tooLate: 'Too late.',
  },
};
export type CashierTexts = typeof en;

const es: CashierTexts = {
  title: 'Cajero de pruebas',
  invalidTitle: 'Cajero',
  invalidLink: 'Este enlace de pago no es válido o ha caducado.',
  deposit: 'Depositar {amount} con {method}',
  methods: { card: 'Tarjeta', 'e-wallet': 'Sandbox Wallet' },
  testCard: 'Tarjeta de prueba',
  testWallet: 'Cuenta de monedero de prueba',
  wallets: {
    success: 'Monedero con saldo',
    decline: 'Monedero vacío',
    pending: 'Monedero en revisión',
    redirect: 'Monedero que pide aprobación',
  },
  outcomes: { success: 'aprobado', decline: 'rechazado', pending: 'pendiente', redirect: 'redirección' },
  pay: 'Pagar {amount}',
  client: {
    paid: 'Pago realizado',
    declined: 'Pago rechazado',
    pending: 'Pago pendiente',
    failed: 'El pago no se ha podido realizar',
    finishInWindow: 'Termina el pago en la ventana que se ha abierto.',
    expired: 'La sesión del cajero no es válida o ha caducado.',
    processed: 'Este pago ya se ha procesado.',
    useTestCard: 'Usa una de las tarjetas de prueba.',
  },
  secureTitle: '3-D Secure',
  approveQuestion: '¿Apruebas el pago de {amount}?',
  approve: 'Aprobar',
  decline: 'Rechazar',
  nothingToAuthenticate: 'No hay nada que autenticar.',
  secure: {
    approved: 'Pago aprobado. Ya puedes cerrar esta ventana.',
    declined: 'Pago rechazado.',
    tooLate: 'Demasiado tarde.',
  },
};

const ptBR: CashierTexts = {
  title: 'Caixa de testes',
  invalidTitle: 'Caixa',
  invalidLink: 'Este link de pagamento não é válido ou expirou.',
  deposit: 'Depositar {amount} com {method}',
  methods: { card: 'Cartão', 'e-wallet': 'Sandbox Wallet' },
  testCard: 'Cartão de teste',
  testWallet: 'Conta de carteira de teste',
  wallets: {
    success: 'Carteira com saldo',
    decline: 'Carteira vazia',
    pending: 'Carteira em análise',
    redirect: 'Carteira pedindo aprovação',
  },
  outcomes: { success: 'aprovado', decline: 'recusado', pending: 'pendente', redirect: 'redirecionamento' },
  pay: 'Pagar {amount}',
  client: {
    paid: 'Pagamento aprovado',
    declined: 'Pagamento recusado',
    pending: 'Pagamento pendente',
    failed: 'Não foi possível concluir o pagamento',
    finishInWindow: 'Conclua o pagamento na janela que foi aberta.',
    expired: 'A sessão do caixa não é válida ou expirou.',
    processed: 'Este pagamento já foi processado.',
    useTestCard: 'Use um dos cartões de teste.',
  },
  secureTitle: '3-D Secure',
  approveQuestion: 'Aprovar o pagamento de {amount}?',
  approve: 'Aprovar',
  decline: 'Recusar',
  nothingToAuthenticate: 'Nada para autenticar.',
  secure: {
    approved: 'Pagamento aprovado. Você já pode fechar esta janela.',
    declined: 'Pagamento recusado.',
    tooLate: 'Tarde demais.',
  },
};

const de: CashierTexts = {
  title: 'Test-Kasse',
  invalidTitle: 'Kasse',
  invalidLink: 'Dieser Zahlungslink ist ungültig oder abgelaufen.',
  deposit: '{amount} per {method} einzahlen',
  methods: { card: 'Karte', 'e-wallet': 'Sandbox Wallet' },
  testCard: 'Testkarte',
  testWallet: 'Test-Wallet-Konto',
  wallets: {
    success: 'Gedecktes Wallet',
    decline: 'Leeres Wallet',
    pending: 'Wallet in Prüfung',
    redirect: 'Wallet mit Freigabeanfrage',
  },
  outcomes: {
    success: 'erfolgreich',
    decline: 'abgelehnt',
    pending: 'ausstehend',
    redirect: 'Weiterleitung',
  },
  pay: '{amount} bezahlen',
  client: {
    paid: 'Zahlung erfolgreich',
    declined: 'Zahlung abgelehnt',
    pending: 'Zahlung ausstehend',
    failed: 'Zahlung fehlgeschlagen',
    finishInWindow: 'Schließen Sie die Zahlung im neu geöffneten Fenster ab.',
    expired: 'Die Kassensitzung ist ungültig oder abgelaufen.',
    processed: 'Diese Zahlung wurde bereits bearbeitet.',
    useTestCard: 'Verwenden Sie eine der Testkarten.',
  },
  secureTitle: '3-D Secure',
  approveQuestion: 'Zahlung über {amount} freigeben?',
  approve: 'Freigeben',
  decline: 'Ablehnen',
  nothingToAuthenticate: 'Es gibt nichts zu bestätigen.',
  secure: {
    approved: 'Zahlung freigegeben. Sie können dieses Fenster jetzt schließen.',
    declined: 'Zahlung abgelehnt.',
    tooLate: 'Zu spät.',
  },
};

const ar: CashierTexts = {
  title: 'صندوق الدفع التجريبي',
  invalidTitle: 'صندوق الدفع',
  invalidLink: 'رابط الدفع هذا غير صالح أو انتهت صلاحيته.',
  deposit: 'إيداع {amount} عبر {method}',
  methods: { card: 'بطاقة', 'e-wallet': 'Sandbox Wallet' },
  testCard: 'بطاقة تجريبية',
  testWallet: 'حساب محفظة تجريبي',
  wallets: {
    success: 'محفظة بها رصيد',
    decline: 'محفظة فارغة',
    pending: 'محفظة قيد المراجعة',
    redirect: 'محفظة تطلب الموافقة',
  },
  outcomes: { success: 'ناجح', decline: 'مرفوض', pending: 'معلّق', redirect: 'إعادة توجيه' },
  pay: 'ادفع {amount}',
  client: {
    paid: 'تمّ الدفع بنجاح',
    declined: 'رُفض الدفع',
    pending: 'الدفع قيد المعالجة',
    failed: 'تعذّر إتمام الدفع',
    finishInWindow: 'أكمل الدفع في النافذة التي فُتحت.',
    expired: 'جلسة صندوق الدفع غير صالحة أو انتهت صلاحيتها.',
    processed: 'تمّت معالجة هذا الدفع من قبل.',
    useTestCard: 'استخدم إحدى البطاقات التجريبية.',
  },
  secureTitle: '3-D Secure',
  approveQuestion: 'هل توافق على دفع {amount}؟',
  approve: 'موافقة',
  decline: 'رفض',
  nothingToAuthenticate: 'لا يوجد ما يتطلّب المصادقة.',
  secure: {
    approved: 'تمّت الموافقة على الدفع. يمكنك إغلاق هذه النافذة الآن.',
    declined: 'رُفض الدفع.',
    tooLate: 'فات الأوان.',
  },
};

export const CASHIER_TEXTS: Record<Locale, CashierTexts> = { en, es, 'pt-BR': ptBR, de, ar };
