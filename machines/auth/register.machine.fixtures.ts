import type { RegisterValues } from './registerRules';

/** A register form that passes every client rule (untrimmed email and name, as typed): for tests. */
export const validRegisterValues: RegisterValues = {
  email: ' nova@example.com ',
  fullName: '  Nova Pessoa ',
  phone: '912 345-678',
  gender: '',
  country: 'PT',
  birthDate: '',
  password: 'Fresh!Pass9',
  confirmPassword: 'Fresh!Pass9',
  acceptTerms: true,
};
