import { derivePropertyOnboarding } from '@portal/shared/domain';
import { useNavigate, useParams } from '@portal/shared/router';
import { useAppDispatch } from '@portal/shared/store';
import { Alert, Button, Card, FormField, Page, Result, Select, Skeleton } from '@portal/shared/ui';
import { activePropertyChanged } from '../onboarding-store/onboarding-slice';
import { useOnboardingSync } from '../onboarding-store/use-onboarding-sync';
import { paths } from '../paths';
import { ProgressView } from './progress-view';
import { propertyLabel } from './progress-view-model';

const TITLE = 'Progresso do onboarding';
const SUBTITLE = 'Acompanhe cada etapa até sua propriedade estar ativa nas plataformas.';

function Loading() {
  return (
    <Card aria-busy="true">
      <Skeleton active paragraph={{ rows: 6 }} aria-label="Carregando progresso" />
    </Card>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Erro ao carregar seu progresso"
      description="Verifique sua conexão e tente novamente."
      action={
        <Button size="small" onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}

/** 'Nenhuma propriedade encontrada' with the way to register one. */
export function NoProperties({ onRegister }: { onRegister: () => void }) {
  return (
    <Card>
      <Result
        status="info"
        title="Nenhuma propriedade encontrada"
        subTitle="Cadastre sua propriedade para acompanhar a ativação dela aqui."
        extra={
          <Button type="primary" onClick={onRegister}>
            Cadastrar Propriedade
          </Button>
        }
      />
    </Card>
  );
}

/** `/progresso-onboarding`: the progress of the property chosen in the selector (the store's active property). */
export function OnboardingProgressPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const sync = useOnboardingSync();
  const { state } = sync;

  let content;
  if (sync.isError) content = <LoadError onRetry={sync.retry} />;
  else if (sync.isLoading) content = <Loading />;
  else if (sync.properties!.length === 0) content = <NoProperties onRegister={() => navigate(paths.propertyIntro.getHref())} />;
  else {
    const properties = sync.properties!;
    const property = properties.find((p) => p.id === state.activePropertyId) ?? properties[0]!;
    const entry = state.properties.find((p) => p.id === property.id);
    content = (
      <ProgressView
        progress={derivePropertyOnboarding({ profile: sync.profile, property, photoSessions: sync.photoSessions ?? [] })}
        propertyId={property.id}
        estimatedCompletion={entry?.estimatedCompletionDate}
        onNavigate={navigate}
        selector={
          <FormField label="Propriedade" htmlFor="onboarding-property" style={{ marginBottom: 0 }}>
            <Select
              id="onboarding-property"
              aria-label="Propriedade"
              style={{ width: '100%' }}
              virtual={false}
              value={property.id}
              options={properties.map((p) => ({ value: p.id, label: propertyLabel(p) }))}
              onChange={(id: string) => dispatch(activePropertyChanged(id))}
            />
          </FormField>
        }
      />
    );
  }
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <div style={{ maxWidth: 640 }}>{content}</div>
    </Page>
  );
}

/** `/propriedade/{propertyId}/onboarding`: the activation progress of one property. */
export function PropertyOnboardingPage() {
  const navigate = useNavigate();
  const { propertyId = '' } = useParams();
  const sync = useOnboardingSync();

  let content;
  let title = 'Ativação da propriedade';
  if (sync.isError) content = <LoadError onRetry={sync.retry} />;
  else if (sync.isLoading) content = <Loading />;
  else {
    const property = sync.properties!.find((p) => p.id === propertyId);
    if (!property) {
      content = (
        <Card>
          <Result
            status="warning"
            title="Propriedade não encontrada"
            extra={<Button onClick={() => navigate(paths.onboardingProgress.getHref())}>Ver progresso</Button>}
          />
        </Card>
      );
    } else {
      title = propertyLabel(property);
      content = (
        <ProgressView
          progress={derivePropertyOnboarding({ profile: sync.profile, property, photoSessions: sync.photoSessions ?? [] })}
          propertyId={property.id}
          estimatedCompletion={sync.state.properties.find((p) => p.id === property.id)?.estimatedCompletionDate}
          onNavigate={navigate}
        />
      );
    }
  }
  return (
    <Page title={title} subtitle="Acompanhe a ativação desta propriedade." back={{ label: 'Voltar', onClick: () => navigate(-1) }}>
      <div style={{ maxWidth: 640 }}>{content}</div>
    </Page>
  );
}
