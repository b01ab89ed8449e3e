/**
 * Every message the mock backend writes, in the two languages it speaks (#38), as a Django REST backend with
 * translations does: the language is chosen by the request's `Accept-Language` (the site sends the page's
 * language with every call, src/api/client.ts), English when the header is missing or names neither.
 * The Portuguese is European Portuguese, in the site's vocabulary: the account screens say "senha"
 * (README "Writing Portuguese"), so the account messages do too.
 *
 * `{name}` in a text is replaced by the value of the same name (`say(lang, 'unknownBook', { id: 3 })`).
 */
export type MockLanguage = 'en' | 'pt';

export const MOCK_MESSAGES = {
  // The account service (mocks/handlers/auth.ts): Django's and Simple JWT's wording in English.
  jsonParseError: { en: 'JSON parse error.', pt: 'Erro ao ler o JSON do pedido.' },
  invalidRequestBody: { en: 'Invalid request body.', pt: 'O corpo do pedido é inválido.' },
  required: { en: 'This field is required.', pt: 'Este campo é obrigatório.' },
  noActiveAccount: {
    en: 'No active account found with the given credentials',
    pt: 'Não foi encontrada nenhuma conta ativa com estas credenciais.',
  },
  emailInvalid: { en: 'Enter a valid email address.', pt: 'Introduza um endereço de e-mail válido.' },
  emailTaken: { en: 'A user with this email already exists.', pt: 'Já existe um utilizador com este e-mail.' },
  fullNameMin: {
    en: 'Ensure this field has at least 2 characters.',
    pt: 'Certifique-se de que este campo tem pelo menos 2 caracteres.',
  },
  phoneInvalid: { en: 'Enter a valid phone number.', pt: 'Introduza um número de telefone válido.' },
  passwordMismatch: { en: "Password fields didn't match.", pt: 'As senhas não coincidem.' },
  termsRequired: { en: 'You must accept the terms and conditions.', pt: 'Tem de aceitar os termos e condições.' },
  invalidChoice: { en: '"{value}" is not a valid choice.', pt: '"{value}" não é uma opção válida.' },
  birthdayFormat: { en: 'Date has wrong format. Use YYYY-MM-DD.', pt: 'A data tem um formato errado. Use AAAA-MM-DD.' },
  birthdayFuture: { en: 'Birth date cannot be in the future.', pt: 'A data de nascimento não pode ser no futuro.' },
  passwordTooShort: {
    en: 'This password is too short. It must contain at least {min} characters.',
    pt: 'Esta senha é demasiado curta. Deve ter pelo menos {min} caracteres.',
  },
  passwordTooCommon: { en: 'This password is too common.', pt: 'Esta senha é demasiado comum.' },
  passwordNumeric: { en: 'This password is entirely numeric.', pt: 'Esta senha é composta apenas por números.' },
  passwordTooSimilar: {
    en: 'The password is too similar to the email.',
    pt: 'A senha é demasiado parecida com o e-mail.',
  },
  resetRequested: {
    en: 'If the address exists, a reset link was sent.',
    pt: 'Se o endereço existir, foi enviado um link para redefinir a senha.',
  },
  resetTokenInvalid: { en: 'Invalid or expired token.', pt: 'O token é inválido ou expirou.' },
  resetLinkInvalid: {
    en: 'This reset link is invalid or has expired.',
    pt: 'Este link de redefinição é inválido ou expirou.',
  },
  passwordReset: { en: 'Password has been reset.', pt: 'A senha foi redefinida.' },
  resetMailSubject: { en: 'Password reset', pt: 'Redefinição da senha' },
  resetMailBody: {
    en: 'Hello {name}, use the link below to choose a new password. It expires in one hour and works once.',
    pt: 'Olá, {name}. Use o link abaixo para escolher uma nova senha. Expira dentro de uma hora e só funciona uma vez.',
  },
  tokenNotValid: {
    en: 'Given token not valid for any token type',
    pt: 'O token indicado não é válido para nenhum tipo de token.',
  },

  // The contact service (mocks/handlers/contact.ts).
  invalidJsonBody: { en: 'Invalid JSON body', pt: 'O corpo JSON é inválido' },
  mailServerDown: { en: 'Mail server unavailable (simulated)', pt: 'Servidor de correio indisponível (simulado)' },
  missingFields: { en: 'Missing required fields', pt: 'Faltam campos obrigatórios' },
  invalidEmailAddress: { en: 'Invalid email address', pt: 'Endereço de e-mail inválido' },
  invalidSubject: { en: 'Invalid subject', pt: 'Assunto inválido' },
  fieldTooLong: { en: 'Field too long: {field}', pt: 'Campo demasiado longo: {field}' },
  emailSent: { en: 'Email sent successfully', pt: 'E-mail enviado com sucesso' },

  // The payment service (mocks/handlers/payment.ts).
  cartItemsEmpty: { en: 'cartItems must be a non-empty list', pt: 'cartItems tem de ser uma lista com pelo menos um artigo' },
  itemNotObject: { en: 'Each item must be an object.', pt: 'Cada artigo tem de ser um objeto.' },
  itemTitle: { en: 'Each item needs a title.', pt: 'Cada artigo precisa de um título.' },
  itemPrice: {
    en: 'Price must be a positive integer number of cents.',
    pt: 'O preço tem de ser um número inteiro positivo de cêntimos.',
  },
  itemQuantity: { en: 'Quantity must be a positive integer.', pt: 'A quantidade tem de ser um número inteiro positivo.' },
  itemId: { en: 'Each item needs an id, bookId or courseId.', pt: 'Cada artigo precisa de id, bookId ou courseId.' },
  itemType: { en: 'Type must be book or course.', pt: 'O tipo tem de ser book ou course.' },
  itemKind: { en: 'Each item needs a type, bookId or courseId.', pt: 'Cada artigo precisa de type, bookId ou courseId.' },
  book: { en: 'book', pt: 'livro' },
  course: { en: 'course', pt: 'curso' },
  invalidId: { en: 'Invalid {type} id.', pt: 'O id do {type} é inválido.' },
  quantityAbove: { en: 'Quantity above {max} for {type} {id}.', pt: 'Quantidade acima de {max} para o {type} {id}.' },
  unknownBook: { en: 'Unknown book {id}.', pt: 'O livro {id} não existe.' },
  bookOutOfStock: { en: 'Book {id} is out of stock.', pt: 'O livro {id} está esgotado.' },
  bookStockLeft: { en: 'Only {stock} left of book {id}.', pt: 'Restam apenas {stock} exemplares do livro {id}.' },
  bookPrice: { en: 'Price of book {id} does not match the catalogue.', pt: 'O preço do livro {id} não corresponde ao catálogo.' },
  unknownCourse: { en: 'Unknown course {id}.', pt: 'O curso {id} não existe.' },
  courseNotForSale: { en: 'Course {id} cannot be bought online.', pt: 'O curso {id} não pode ser comprado online.' },
  coursePrice: {
    en: 'Price of course {id} does not match the catalogue.',
    pt: 'O preço do curso {id} não corresponde ao catálogo.',
  },
  sessionNotFound: { en: 'Checkout session not found.', pt: 'A sessão de pagamento não existe.' },
  sessionAlreadyPaid: { en: 'Checkout session already paid.', pt: 'A sessão de pagamento já foi paga.' },
  sessionAlreadyCancelled: { en: 'Checkout session already cancelled.', pt: 'A sessão de pagamento já foi cancelada.' },

  // Fault scenarios (mocks/scenarios.ts): a server's generic answers.
  internalServerError: { en: 'Internal server error', pt: 'Erro interno do servidor' },
  badRequest: { en: 'Bad request', pt: 'Pedido inválido' },
  notAuthenticated: {
    en: 'Authentication credentials were not provided.',
    pt: 'As credenciais de autenticação não foram fornecidas.',
  },
  notFound: { en: 'Not found.', pt: 'Não encontrado.' },
} as const satisfies Record<string, Record<MockLanguage, string>>;

export type MockMessage = keyof typeof MOCK_MESSAGES;

/**
 * The language a request asks for: the first language of its `Accept-Language` (by quality, then order)
 * that the mock speaks (`pt`, `pt-PT`, `pt-BR` -> Portuguese; `en`, `en-GB` -> English); English when the
 * header is missing or names neither, as Django falls back to its LANGUAGE_CODE.
 */
export function mockLanguage(request: Pick<Request, 'headers'> | string | null | undefined): MockLanguage {
  const header = typeof request === 'string' || request == null ? request : request.headers.get('Accept-Language');
  if (!header) return 'en';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranges.find((range) => range.primary === 'pt' || range.primary === 'en');
  return first?.primary === 'pt' ? 'pt' : 'en';
}

/** A message of the table in `lang`, with its `{placeholders}` filled in. */
export function say(lang: MockLanguage, message: MockMessage, values: Record<string, string | number> = {}): string {
  return MOCK_MESSAGES[message][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** `say` in the language the request asks for. */
export function sayTo(request: Pick<Request, 'headers'>, message: MockMessage, values?: Record<string, string | number>): string {
  return say(mockLanguage(request), message, values);
}
