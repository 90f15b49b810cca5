import type { PropertyListRow } from '@portal/shared/domain';
import { Button, LoadFailedAlert, Page, Result } from '@portal/shared/ui';
import { CalendarOutlined, HomeOutlined } from '@portal/shared/icons';
import { CalendarStyle } from './calendar-style';
import { propertyAddressText, propertyFactsText, propertyName } from './calendar-properties';
import { LoadingCards } from './load-states';

export type PropertySelectorState = { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; properties: PropertyListRow[] };

// Texts the spec does not quote (it quotes 'Ver Calendário' and 'Cadastrar Propriedade').
const SELECTOR_TEXTS = {
  title: 'Calendário',
  subtitle: 'Escolha a propriedade para ver o calendário e bloquear dias de uso pessoal.',
  listLabel: 'Propriedades',
  loading: 'Carregando propriedades',
  loadError: 'Erro ao carregar suas propriedades',
  empty: 'Nenhuma propriedade encontrada',
  emptyHint: 'Cadastre e finalize uma propriedade para acompanhar o calendário dela.',
  register: 'Cadastrar Propriedade',
  open: 'Ver Calendário',
} as const;

interface Props {
  view: PropertySelectorState;
  onOpen: (propertyId: string) => void;
  onRegister: () => void;
}

/** The owner's properties with a calendar, or what to do when there is none. Also `/calendario`'s empty state. */
export function PropertySelectorView({ view, onOpen, onRegister }: Props) {
  return (
    <Page title={SELECTOR_TEXTS.title} subtitle={view.state === 'ready' && view.properties.length > 0 ? SELECTOR_TEXTS.subtitle : undefined}>
      <CalendarStyle />
      {view.state === 'loading' && <LoadingCards label={SELECTOR_TEXTS.loading} />}
      {view.state === 'error' && <LoadFailedAlert title={SELECTOR_TEXTS.loadError} onRetry={view.retry} />}
      {view.state === 'ready' && view.properties.length === 0 && (
        <Result
          icon={<HomeOutlined />}
          title={SELECTOR_TEXTS.empty}
          subTitle={SELECTOR_TEXTS.emptyHint}
          extra={
            <Button type="primary" size="large" onClick={onRegister}>
              {SELECTOR_TEXTS.register}
            </Button>
          }
        />
      )}
      {view.state === 'ready' && view.properties.length > 0 && (
        <ul className="mfc-list" aria-label={SELECTOR_TEXTS.listLabel}>
          {view.properties.map((property) => {
            const name = propertyName(property);
            const facts = propertyFactsText(property);
            return (
              <li key={property.id}>
                <article className="mfc-card" aria-label={name}>
                  <h2 className="mfc-card-title">{name}</h2>
                  <span className="mfc-muted">{propertyAddressText(property)}</span>
                  {facts && <span>{facts}</span>}
                  <div className="mfc-card-actions">
                    <Button type="primary" icon={<CalendarOutlined />} onClick={() => onOpen(property.id)} aria-label={`${SELECTOR_TEXTS.open}: ${name}`}>
                      {SELECTOR_TEXTS.open}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
