import { Empty, iconSize, Page, palette, Typography } from '@portal/shared/ui';
import { InboxOutlined } from '@portal/shared/icons';

/**
 * `/mensagens`: the spec does not show its content. Conversations with guests and the team are not
 * in the backend yet, so the inbox says honestly that it is empty and how the owner is reached.
 */
export function MessagesPage() {
  return (
    <Page title="Mensagens">
      <Empty
        image={<InboxOutlined style={{ fontSize: iconSize.huge, color: palette.textDisabled }} />}
        description={
          <>
            <Typography.Text strong>Nenhuma mensagem por aqui</Typography.Text>
            <br />
            <Typography.Text type="secondary">Quando nossa equipe ou seus hóspedes escreverem, as conversas aparecem aqui.</Typography.Text>
          </>
        }
      />
    </Page>
  );
}
