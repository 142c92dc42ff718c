import { cardScript, target } from '../../define.js';

export default cardScript('dematerialize', {
  targets: [{ kind: 'object', supertype: 'REGALIA' }],
  onResolve: [{ op: 'returnToMaterialDeck', subject: target(0) }],
});
