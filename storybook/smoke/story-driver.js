// Runs inside Storybook's preview iframe: renders one story through the Storybook channel and
// resolves with 'ok' or with the first problem the preview reports: an error event, or an
// accessibility violation of impact serious or critical in the axe check the accessibility addon
// runs once the story has rendered and played (the same check its panel shows a designer).
const FAILING_IMPACTS = ['serious', 'critical'];

function describeViolations(violations) {
  return violations
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
      const why = violation.nodes[0]?.any[0]?.message ?? violation.help;
      return `axe ${violation.id} (${violation.impact}, ${violation.nodes.length}×: ${targets}): ${why}`;
    })
    .join('; ');
}

window.renderStory = function renderStory(storyId, timeout) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const errors = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
  return new Promise((resolve) => {
    const handlers = new Map();
    let timer;
    const finish = (result) => {
      for (const [event, handler] of handlers) channel.off(event, handler);
      clearTimeout(timer);
      resolve(result);
    };
    for (const event of errors) {
      const handler = (payload) => finish(`${event}: ${String(JSON.stringify(payload)).slice(0, 400)}`);
      handlers.set(event, handler);
      channel.on(event, handler);
    }
    const onFinished = ({ storyId: finishedId, reporters }) => {
      if (finishedId !== storyId) return;
      const a11y = (reporters ?? []).find((report) => report.type === 'a11y');
      if (!a11y) return finish('the accessibility check did not run');
      if (a11y.result.error) return finish(`the accessibility check failed: ${String(a11y.result.error.message ?? a11y.result.error)}`);
      const failing = a11y.result.violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact));
      finish(failing.length === 0 ? 'ok' : describeViolations(failing));
    };
    handlers.set('storyFinished', onFinished);
    channel.on('storyFinished', onFinished);
    timer = setTimeout(() => finish('timeout: the story never finished rendering'), timeout);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
};
