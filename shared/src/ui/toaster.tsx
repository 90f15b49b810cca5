import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { AntdConfig } from './antd-config';
import { APP_TOAST_TOP_PX, APP_TOAST_DURATION_S, APP_TOAST_MAX_VISIBLE, attachPresenter, LIGHT_TOAST_DURATION_S, LIGHT_TOAST_MAX_VISIBLE } from './toast';

/** antd's notification (the app toast, at the top) and message (the light toaster), presenting the toast bus. */
function Presenter() {
  const [notifications, notificationHolder] = notification.useNotification({ maxCount: APP_TOAST_MAX_VISIBLE, placement: 'top', top: APP_TOAST_TOP_PX });
  const [messages, messageHolder] = message.useMessage({ maxCount: LIGHT_TOAST_MAX_VISIBLE });
  useEffect(
    () =>
      attachPresenter((request) => {
        if (request.kind === 'light') {
          void messages.open({ type: request.variant, content: request.text, duration: LIGHT_TOAST_DURATION_S });
          return;
        }
        const { title, description, variant = 'info' } = request.content;
        notifications.open({ type: variant, title, description, duration: APP_TOAST_DURATION_S, role: variant === 'error' ? 'alert' : 'status' });
      }),
    [notifications, messages],
  );
  return (
    <>
      {notificationHolder}
      {messageHolder}
    </>
  );
}

/** The toaster inside antd's theme: it loads with the first toast. */
export function Toaster() {
  return (
    <AntdConfig>
      <Presenter />
    </AntdConfig>
  );
}
