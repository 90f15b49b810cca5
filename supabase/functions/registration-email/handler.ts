// The registration-email function, free of any runtime (hosted Deno and the local backend run the same code).
// The owner wizard's summary promises "a confirmation e-mail with next steps"; when the owner finishes, the
// browser calls this function, which checks that the registration really is finished and sends that e-mail once
// per registration: a second finish, a retry or a second tab sends nothing more.
import { bearerToken, failure, NOT_AUTHENTICATED, notAPost, reply } from '../_shared/http.ts';

export const REGISTRATION_EMAIL_SUBJECT = 'Cadastro finalizado: seus próximos passos';

export interface RegistrationMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the e-mail's button leads: the onboarding progress screen. */
  link: string;
}

export interface RegistrationEmailDeps {
  /** The user behind an access token, or null when the token is invalid or the user is gone. */
  getUser(accessToken: string): Promise<{ id: string; email: string } | null>;
  /** The owner's saved registration: their name, and whether every group of the wizard and the terms are saved. */
  registration(userId: string): Promise<{ fullName: string; finished: boolean } | null>;
  /** Records that this registration's e-mail goes out; false when it already went out. */
  claim(userId: string): Promise<boolean>;
  /** Forgets the record after a failed send, so the next finish can send it. */
  release(userId: string): Promise<void>;
  send(mail: RegistrationMail): Promise<void>;
  /** The portal's address (its own configuration on hosted; the caller's origin locally). */
  portalUrl(request: Request): string | null;
  brandName: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail itself: what happens next, in the order the progress screen shows it. */
export function registrationMail(input: { to: string; fullName: string; brandName: string; portalUrl: string | null }): RegistrationMail {
  const firstName = input.fullName.trim().split(/\s+/)[0] || 'proprietário';
  const base = (input.portalUrl ?? '').replace(/\/+$/, '');
  const link = `${base}/progresso-onboarding`;
  const steps = [
    'Cadastre seu imóvel: endereço, comodidades e regras da casa (cerca de 10 min).',
    'Agende a sessão de fotos com nosso fotógrafo profissional.',
    'Nossa equipe revisa o cadastro e as fotos (2 a 3 dias).',
    'Publicamos seu anúncio nas plataformas de hospedagem (1 dia).',
  ];
  const text = [
    `Olá, ${firstName}!`,
    '',
    `Seu cadastro de proprietário na ${input.brandName} foi finalizado. Bem-vindo à família ${input.brandName}.`,
    '',
    'Próximos passos:',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    `Acompanhe cada etapa em: ${link}`,
    '',
    'Em breve entraremos em contato.',
    `Equipe ${input.brandName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;line-height:1.6;color:#1f2a28;max-width:560px;margin:0 auto;padding:24px">
<p>Olá, ${escapeHtml(firstName)}!</p>
<p>Seu cadastro de proprietário na ${escapeHtml(input.brandName)} foi finalizado. Bem-vindo à família ${escapeHtml(input.brandName)}.</p>
<p><strong>Próximos passos:</strong></p>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f6b5c;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">Acompanhar meu progresso</a></p>
<p>Em breve entraremos em contato.<br>Equipe ${escapeHtml(input.brandName)}</p>
</body></html>`;
  return { to: input.to, subject: REGISTRATION_EMAIL_SUBJECT, text, html, link };
}

export async function handleRegistrationEmail(request: Request, deps: RegistrationEmailDeps): Promise<Response> {
  const refused = notAPost(request);
  if (refused) return refused;

  const token = bearerToken(request);
  const user = token ? await deps.getUser(token) : null;
  if (!user) return failure(401, 'not_authenticated', NOT_AUTHENTICATED);

  const registration = await deps.registration(user.id);
  if (!registration?.finished) {
    return failure(409, 'registration_incomplete', 'Finalize seu cadastro para receber o e-mail com os próximos passos.');
  }
  if (!(await deps.claim(user.id))) return reply(200, { success: true, sent: false });

  const mail = registrationMail({ to: user.email, fullName: registration.fullName, brandName: deps.brandName, portalUrl: deps.portalUrl(request) });
  try {
    await deps.send(mail);
  } catch {
    await deps.release(user.id);
    return failure(502, 'send_failed', 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.');
  }
  return reply(200, { success: true, sent: true });
}
