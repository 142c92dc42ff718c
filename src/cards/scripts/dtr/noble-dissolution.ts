import { cardScript, destroy, target } from '../../define.js';

export default cardScript('noble-dissolution', {
  targets: [{ kind: 'phantasia', optional: true }, { kind: 'phantasia', optional: true }, { kind: 'phantasia', optional: true }],
  onResolve: [destroy(target(0)), destroy(target(1)), destroy(target(2))],
});
