import type { PREPARATION_CHECKLIST } from './photo-session-rules';

// The spec names the five tips, the checklist items and the guide's five categories but does not quote
// their texts; these say what an owner has to do, in the same order everywhere.

export type ChecklistItem = (typeof PREPARATION_CHECKLIST)[number];

/** The intro's five preparation tips. */
export const PREPARATION_TIPS: readonly string[] = [
  'Deixe todos os ambientes limpos e organizados.',
  'Abra cortinas e janelas para aproveitar a luz natural.',
  'Guarde objetos pessoais, fotos de família e documentos.',
  'Arrume as camas com roupa de cama branca ou bege.',
  'Confira se todas as lâmpadas estão funcionando.',
];

/** The session's checklist (clean, light, personal, beds, lights), all unticked at first. */
export const CHECKLIST_LABELS: Record<ChecklistItem, string> = {
  clean: 'Ambientes limpos e organizados',
  light: 'Cortinas abertas para a luz natural',
  personal: 'Objetos pessoais guardados',
  beds: 'Camas arrumadas com roupa de cama branca ou bege',
  lights: 'Todas as lâmpadas funcionando',
};

/** The detail's preparation guide, in the spec's five categories. */
export const PREPARATION_GUIDE: ReadonlyArray<{ title: string; tips: readonly string[] }> = [
  {
    title: 'Ambiente geral',
    tips: ['Limpe e organize todos os cômodos, inclusive áreas externas.', 'Retire o lixo, fios aparentes e objetos fora do lugar.', 'Abra portas internas para dar sensação de amplitude.'],
  },
  {
    title: 'Cama e banho',
    tips: ['Use roupa de cama branca ou bege, bem esticada.', 'Deixe toalhas brancas ou bege dobradas à vista.', 'Retire produtos pessoais do banheiro e abaixe a tampa do vaso.'],
  },
  {
    title: 'Decoração e cores',
    tips: ['Prefira almofadas, mantas e tapetes em tons neutros.', 'Guarde fotos de família, documentos e objetos pessoais.', 'Poucos itens decorativos valorizam mais o espaço.'],
  },
  {
    title: 'Iluminação',
    tips: ['Abra cortinas e persianas para aproveitar a luz natural.', 'Acenda todas as luzes no momento das fotos.', 'Troque lâmpadas queimadas ou de cores diferentes.'],
  },
  {
    title: 'Cozinha e áreas sociais',
    tips: ['Deixe as bancadas livres, com no máximo um item decorativo.', 'Guarde louças, panos de prato e eletrodomésticos pequenos.', 'Organize sofás, almofadas e a mesa de jantar.'],
  },
];

/** The intro's four benefits (spec part 2 §2). */
export const PHOTO_BENEFITS: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Fotógrafo profissional', text: 'Um fotógrafo especializado em propriedades de temporada vai até a sua propriedade.' },
  { title: 'Sessão de 2-3 horas', text: 'Tempo para fotografar cada ambiente com calma e boa luz.' },
  { title: 'Sua presença é opcional', text: 'Você não precisa estar lá, mas a propriedade precisa estar pronta para as fotos.' },
  { title: 'Imagens em alta qualidade', text: 'Fotos tratadas, prontas para os anúncios nas plataformas de reserva.' },
];
