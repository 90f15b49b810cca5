import { Button, PortalThemeProvider, Result } from '@portal/shared/ui';

/** Without its configuration the portal cannot reach anything: say so and offer a reload. */
export function StartupFailure() {
  return (
    <PortalThemeProvider>
      <Result
        status="error"
        title="Não foi possível iniciar o portal."
        subTitle="Verifique sua conexão e tente novamente."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Tentar novamente
          </Button>
        }
      />
    </PortalThemeProvider>
  );
}
