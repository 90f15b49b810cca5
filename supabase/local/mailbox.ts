// A local mailbox: the confirmation and password-reset e-mails the auth server would send, and the
// registration e-mail of the registration-email function, land here, readable as JSON (tests) and as a
// small page (people). Kept in memory: a link outlives a restart only through the token stored in the database.
import { randomUUID } from 'node:crypto';
import { REGISTRATION_EMAIL_SUBJECT } from '../functions/registration-email/handler.ts';
import { json, type ApiRequest, type ApiResponse } from './http.ts';

export type MailKind = 'signup' | 'recovery' | 'registration';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  kind: MailKind;
  link: string;
  /** The text of an e-mail that says more than its link (the registration e-mail). */
  text?: string;
  createdAt: string;
}

const SUBJECTS: Record<MailKind, string> = {
  signup: 'Confirme seu cadastro',
  recovery: 'Redefina sua senha',
  registration: REGISTRATION_EMAIL_SUBJECT,
};

export class Mailbox {
  private readonly messages: MailMessage[] = [];

  deliver(to: string, kind: MailKind, link: string, text?: string): MailMessage {
    const message: MailMessage = { id: randomUUID(), to, subject: SUBJECTS[kind], kind, link, ...(text === undefined ? {} : { text }), createdAt: new Date().toISOString() };
    this.messages.unshift(message);
    if (this.messages.length > 500) this.messages.length = 500;
    return message;
  }

  list(to?: string | null): MailMessage[] {
    if (!to) return [...this.messages];
    const wanted = to.trim().toLowerCase();
    return this.messages.filter((m) => m.to.toLowerCase() === wanted);
  }

  handle(request: ApiRequest): ApiResponse | undefined {
    const path = request.url.pathname.replace(/\/+$/, '');
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const to = request.url.searchParams.get('to');
    if (path === '/mailbox/messages') return json(200, this.list(to));
    if (path === '/mailbox') return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: this.page(to) };
    return undefined;
  }

  private page(to: string | null): string {
    const rows = this.list(to)
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.createdAt).toLocaleString('pt-BR'))}</td><td>${escapeHtml(m.to)}</td>` +
          `<td>${escapeHtml(m.subject)}</td><td><a href="${escapeHtml(m.link)}">abrir link</a></td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de e-mails local</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}</style>
</head><body><h1>Caixa de e-mails local</h1><p>E-mails de confirmação, de redefinição de senha e de cadastro finalizado enviados pelo servidor local.</p>
<table><thead><tr><th>Enviado em</th><th>Para</th><th>Assunto</th><th>Link</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nenhum e-mail ainda.</td></tr>'}</tbody></table></body></html>`;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
