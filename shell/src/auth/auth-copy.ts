import type { AuthMode } from './auth-form-rules';

/** Headings and buttons of each mode, in the screen's own lower-case voice. */
export const AUTH_COPY: Record<AuthMode, { title: string; subtitle: string; submit: string; busy: string }> = {
  signIn: { title: 'bem-vindo de volta', subtitle: 'entre para acompanhar suas propriedades', submit: 'entrar', busy: 'entrando...' },
  signUp: { title: 'crie sua conta', subtitle: 'comece a anunciar sua propriedade com a gente', submit: 'criar conta', busy: 'criando conta...' },
  forgot: { title: 'esqueceu sua senha?', subtitle: 'enviaremos um link para você criar uma nova', submit: 'enviar link', busy: 'enviando...' },
};

/** The provider's claims shown to owners (spec part 1 §1). */
export const OWNER_BENEFITS = [
  'sem custo de ativação e sem mensalidade',
  'até 40% mais renda do que administrando sozinho',
  'preço dinâmico, fotos profissionais e atendimento 24h',
  'transparência total dos seus ganhos',
];
