// Runs inside Storybook's preview iframe: renders one story through the Storybook channel and
// resolves with 'ok' or with the first error event the preview reports.
window.renderStory = function renderStory(storyId, timeout) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
  return new Promise((resolve) => {
    const handlers = new Map();
    let timer;
    const finish = (result) => {
      for (const [event, handler] of handlers) channel.off(event, handler);
      clearTimeout(timer);
      resolve(result);
    };
    for (const event of events) {
      const handler = (payload) => finish(event === 'storyRendered' ? 'ok' : `${event}: ${String(JSON.stringify(payload)).slice(0, 400)}`);
      handlers.set(event, handler);
      channel.on(event, handler);
    }
    timer = setTimeout(() => finish('timeout: the story never finished rendering'), timeout);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
};
