import { cardScript, destroy, target } from '../../define.js';

export default cardScript('scorched-conquest', {
  targets: [{ kind: 'domain', optional: true }, { kind: 'domain', optional: true }, { kind: 'domain', optional: true }],
  onResolve: [destroy(target(0)), destroy(target(1)), destroy(target(2))],
});
