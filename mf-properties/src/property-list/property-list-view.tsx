import { useState } from 'react';
import type { PropertyListRow } from '@portal/shared/domain';
import { Button, LoadFailedAlert, Page, palette, PortalStyle, Result, Skeleton } from '@portal/shared/ui';
import { HomeOutlined } from '@portal/shared/icons';
import { ConfirmDialog } from './confirm-dialog';
import { PropertyCard, type PropertyCardAction } from './property-card';
import { canCreateProperty, deletePropertyConfirmation, DRAFT_RULE_TEXTS, propertyCountText, propertyDisplayName } from './property-rules';
import { ShortcutCards, type Shortcut } from './shortcut-cards';
import type { OwnerPropertiesState } from './use-owner-properties';

export type PropertyListState = OwnerPropertiesState;

// Texts the spec does not quote.
const PROPERTY_LIST_TEXTS = {
  addButton: 'Adicionar Propriedade',
  loadError: 'Erro ao carregar suas propriedades',
  emptyHint: 'Cadastre sua propriedade para começar a receber hóspedes.',
  deleteTitle: 'Excluir propriedade',
} as const;

interface Props {
  view: PropertyListState;
  onAdd: () => void;
  onRegisterFirst: () => void;
  onAction: (action: PropertyCardAction, property: PropertyListRow) => void;
  onShortcut: (shortcut: Shortcut) => void;
  /** The draft whose 'Excluir' was pressed, while its confirmation is open. */
  pendingDelete?: PropertyListRow | null;
  deleting?: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

const CSS = `
.mfp-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,320px),1fr));gap:12px;margin:0 0 20px;padding:0;list-style:none}
.mfp-list>li{display:flex;min-width:0}
.mfp-list>li>*{flex:1}
.mfp-list-skeleton{height:190px;box-sizing:border-box;padding:16px;border:1px solid ${palette.surfaceBorder};border-radius:12px;background:${palette.surface}}
`;

/** `/propriedades` as the owner sees it, in each of its states. */
export function PropertyListView({ view, onAdd, onRegisterFirst, onAction, onShortcut, pendingDelete = null, deleting = false, onConfirmDelete, onCancelDelete }: Props) {
  const properties = view.state === 'ready' ? view.properties : [];
  // The dialog keeps naming the property while it closes.
  const [named, setNamed] = useState(pendingDelete);
  if (pendingDelete && pendingDelete !== named) setNamed(pendingDelete);
  const mayCreate = canCreateProperty(properties);
  const addButton = view.state === 'ready' && properties.length > 0 && (
    <Button type="primary" disabled={!mayCreate} title={mayCreate ? undefined : DRAFT_RULE_TEXTS.existingDraftWarning} onClick={onAdd}>
      {mayCreate ? PROPERTY_LIST_TEXTS.addButton : DRAFT_RULE_TEXTS.listButtonLabel}
    </Button>
  );

  return (
    <Page title="Minhas Propriedades" subtitle={view.state === 'ready' ? propertyCountText(properties.length) : undefined} actions={addButton || undefined}>
      <PortalStyle name="mf-properties-list" css={CSS} />
      {view.state === 'loading' && (
        <div role="status" aria-label="Carregando propriedades">
          <ul className="mfp-list" aria-hidden>
            {[0, 1].map((row) => (
              <li key={row}>
                <div className="mfp-list-skeleton">
                  <Skeleton active paragraph={{ rows: 3 }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {view.state === 'error' && (
        <LoadFailedAlert title={PROPERTY_LIST_TEXTS.loadError} onRetry={view.retry} />
      )}

      {view.state === 'ready' && properties.length === 0 && (
        <Result
          icon={<HomeOutlined />}
          title="Nenhum imóvel cadastrado"
          subTitle={PROPERTY_LIST_TEXTS.emptyHint}
          extra={
            <Button type="primary" size="large" onClick={onRegisterFirst}>
              Cadastrar Primeiro Imóvel
            </Button>
          }
        />
      )}

      {view.state === 'ready' && properties.length > 0 && (
        <>
          <ul className="mfp-list" aria-label="Propriedades">
            {properties.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} thumbnail={view.thumbnails?.[property.id] ?? null} onAction={onAction} />
              </li>
            ))}
          </ul>
          <ShortcutCards onOpen={onShortcut} />
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={PROPERTY_LIST_TEXTS.deleteTitle}
        message={named ? deletePropertyConfirmation(propertyDisplayName(named)) : ''}
        confirmLabel="Excluir"
        busy={deleting}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
      />
    </Page>
  );
}
