import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteTexts, type Language } from '../../build/content/translations.ts';

/**
 * The texts the spec quotes, pinned once (SPEC.md, word for word): the Portuguese file holds the spec's
 * Portuguese wording, and the English file the spec's English wording where it quotes an English text.
 * Stories and e2e tests find elements by the active language's text (from these files), so this is where the
 * wording itself is checked. `{x}` in the spec is `{{x}}` in i18next.
 */
const root = path.resolve(__dirname, '../..');
const load = (lng: string) => siteTexts(root, lng as Language);
const lookup = (file: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);

const PORTUGUESE: Record<string, string> = {
  'reset.errors.passwordMin': 'A senha deve ter pelo menos 8 caracteres.',
  'register.errors.passwordMismatch': 'As senhas não coincidem.',
  'reset.errors.mismatch': 'As senhas não coincidem.',
  'contactForm.errors.subjectRequired': 'Assunto é obrigatório',
  'contactForm.errors.emailInvalid': 'Email inválido',
  'contactForm.errors.emailRequired': 'Email é obrigatório',
  'contactForm.errors.network': 'Erro ao enviar email.',
  'contactForm.errors.pageEmailInvalid': 'Insira um email válido.',
  'contactForm.errors.messageRequired': 'Mensagem é obrigatória',
  'contactForm.errors.nameRequired': 'Nome é obrigatório',
  'contactForm.errors.allRequired': 'Por favor, preencha todos os campos.',
  'launch.buyNow': 'Comprar Agora',
  'course.notFoundTitle': 'Curso não encontrado',
  'launch.notFoundTitle': 'Lançamento não encontrado',
  'book.notFoundTitle': 'Livro não encontrado',
  'book.toasts.loginWishlist': 'Por favor, faça login para adicionar à lista de desejos',
  'reset.errors.invalidLink': 'Este link de redefinição de senha é inválido ou expirou.',
  'reset.errors.generic': 'Ocorreu um erro ao redefinir sua senha.',
  'reset.errors.validationFailed': 'Ocorreu um erro ao validar o link. Por favor, tente novamente mais tarde.',
  'reset.processing': 'Processando...',
  'reset.success': 'Senha redefinida com sucesso. Redirecionando para a página de login...',
  'reset.checking': 'Verificando o link de redefinição...',
  'register.submitting': 'Registrando...',
  'cookies.learnMore': 'Saiba mais',
  'paymentCancelled.sessionExpired': 'Sua sessão expirou. Por favor, inicie o processo de compra novamente.',
  'publications.downloadStarted': 'Download de "{{title}}" iniciado',
  'publications.downloadFailed': 'Falha ao baixar: {{message}}',
};

const ENGLISH: Record<string, string> = {
  'register.checkingBreach': 'Checking for breaches...',
  'register.errors.unexpected': 'An unexpected error occurred. Please try again.',
  'reset.errors.failed': 'Failed to reset password.',
  'login.errors.failed': 'Login failed. Please try again.',
  'auth.expired': 'Your login has expired',
  'profile.errors.server': 'Server error',
  'profile.errors.failed': 'Failed to load profile',
  'profile.errors.empty': 'Empty profile data received',
};

describe("the spec's quoted wording", () => {
  const pt = load('pt');
  const en = load('en');
  it.each(Object.entries(PORTUGUESE))('pt %s is the spec text', (key, text) => {
    expect(lookup(pt, key)).toBe(text);
  });
  it.each(Object.entries(ENGLISH))('en %s is the spec text', (key, text) => {
    expect(lookup(en, key)).toBe(text);
  });
});
