import { cardScript, loadInto, may } from '../../define.js';

export default cardScript('aetheric-reforging', {
  targets: [{ kind: 'graveyardCard', optional: true }],
  onResolve: [{ op: 'banishCard', target: 0 }, may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
