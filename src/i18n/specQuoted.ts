/**
 * The texts the spec quotes (SPEC.md, docs/product.md), by translation key, word for word: the acceptance
 * reference, kept exactly as quoted even where the wording is Brazilian or breaks the site's own writing rules
 * ("Registrando...", "Comprar Agora", "Nome é obrigatório" without a full stop). One list for the checks that
 * need it: `specWording.test.ts` holds the files to it, `europeanPortuguese.test.ts` and `voice.test.ts` exempt
 * these keys from their rules. `{x}` in the spec is `{{x}}` in i18next.
 */

/** The spec's Portuguese wording. */
export const SPEC_PORTUGUESE: Readonly<Record<string, string>> = {
  'contactForm.errors.nameRequired': 'Nome é obrigatório',
  'contactForm.errors.emailRequired': 'Email é obrigatório',
  'contactForm.errors.emailInvalid': 'Email inválido',
  'contactForm.errors.subjectRequired': 'Assunto é obrigatório',
  'contactForm.errors.messageRequired': 'Mensagem é obrigatória',
  'contactForm.errors.allRequired': 'Por favor, preencha todos os campos.',
  'contactForm.errors.pageEmailInvalid': 'Insira um email válido.',
  'contactForm.errors.server': 'Erro ao enviar email: {{error}}',
  'contactForm.errors.network': 'Erro ao enviar email.',
  'register.submitting': 'Registrando...',
  'register.errors.passwordMismatch': 'As senhas não coincidem.',
  'reset.checking': 'Verificando o link de redefinição...',
  'reset.processing': 'Processando...',
  'reset.errors.passwordMin': 'A senha deve ter pelo menos 8 caracteres.',
  'reset.errors.mismatch': 'As senhas não coincidem.',
  'reset.errors.invalidLink': 'Este link de redefinição de senha é inválido ou expirou.',
  'reset.errors.validationFailed': 'Ocorreu um erro ao validar o link. Por favor, tente novamente mais tarde.',
  'reset.errors.generic': 'Ocorreu um erro ao redefinir sua senha.',
  'reset.success': 'Senha redefinida com sucesso. Redirecionando para a página de login...',
  'paymentCancelled.sessionExpired': 'Sua sessão expirou. Por favor, inicie o processo de compra novamente.',
  'publications.downloadStarted': 'Download de "{{title}}" iniciado',
  'publications.downloadFailed': 'Falha ao baixar: {{message}}',
  'publications.downloadErrors.notFound': 'File not found (404)',
  'book.toasts.loginWishlist': 'Por favor, faça login para adicionar à lista de desejos',
  'book.toasts.loginCart': 'Por favor, faça login para adicionar ao carrinho',
  'book.toasts.loginBuy': 'Por favor, faça login para finalizar a compra',
  'course.notFoundTitle': 'Curso não encontrado',
  'book.notFoundTitle': 'Livro não encontrado',
  'launch.notFoundTitle': 'Lançamento não encontrado',
  'launch.buyNow': 'Comprar Agora',
  'availability.inStock': 'Em Stock',
  'availability.limited': 'Stock Limitado',
  'availability.preOrder': 'Pré-encomenda',
  'availability.outOfStock': 'Esgotado',
  'availability.unavailable': 'Indisponível',
  'cookies.accept': 'Aceitar',
  'cookies.decline': 'Recusar',
  'cookies.learnMore': 'Saiba mais',
};

/** The spec's English wording, where it quotes an English text. */
export const SPEC_ENGLISH: Readonly<Record<string, string>> = {
  'register.checkingBreach': 'Checking for breaches...',
  'register.errors.unexpected': 'An unexpected error occurred. Please try again.',
  'reset.errors.failed': 'Failed to reset password.',
  'login.errors.failed': 'Login failed. Please try again.',
  'auth.expired': 'Your login has expired',
  'profile.errors.server': 'Server error',
  'profile.errors.failed': 'Failed to load profile',
  'profile.errors.empty': 'Empty profile data received',
};

/**
 * Every key the spec quotes in either language. The other language of such a key is its translation and keeps
 * the quoted form (English "Registering..." beside "Registrando..."), so a writing rule skips the key in both.
 */
export const SPEC_QUOTED_KEYS: ReadonlySet<string> = new Set([...Object.keys(SPEC_PORTUGUESE), ...Object.keys(SPEC_ENGLISH)]);
