// Hosted entry (Supabase Edge Functions, Deno). The mail goes through an HTTP e-mail API configured by
// environment (README.md beside this file): Resend's by default, or any service that takes the same request.
import { createClient } from '@supabase/supabase-js';
import { env, NO_SESSION, optionalEnv, serve } from '../_shared/deno.ts';
import { handleRegistrationEmail } from './handler.ts';

const admin = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), NO_SESSION);
const mailApiUrl = optionalEnv('MAIL_API_URL') ?? 'https://api.resend.com/emails';
const mailApiKey = env('MAIL_API_KEY');
const mailFrom = env('MAIL_FROM');
const portalUrl = env('PORTAL_URL');
const brandName = optionalEnv('BRAND_NAME') ?? 'Lar Temporada';

serve((request) =>
  handleRegistrationEmail(request, {
    brandName,
    portalUrl: () => portalUrl,
    async getUser(accessToken) {
      const { data, error } = await admin.auth.getUser(accessToken);
      if (error || !data.user?.email) return null;
      return { id: data.user.id, email: data.user.email };
    },
    async registration(userId) {
      const { data, error } = await admin.rpc('registration_finished', { p_user_id: userId });
      if (error) throw error;
      const row = (data as Array<{ full_name: string | null; finished: boolean }> | null)?.[0];
      return row ? { fullName: row.full_name ?? '', finished: row.finished } : null;
    },
    async claim(userId) {
      const { data, error } = await admin.rpc('claim_registration_email', { p_user_id: userId });
      if (error) throw error;
      return data === true;
    },
    async release(userId) {
      await admin.rpc('release_registration_email', { p_user_id: userId });
    },
    async send(mail) {
      const response = await fetch(mailApiUrl, {
        method: 'POST',
        headers: { Authorization: `Bearer ${mailApiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: mailFrom, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      });
      if (!response.ok) throw new Error(`mail API answered ${response.status}`);
    },
  }),
);
