import { buffPower, cardScript, loadInto, may } from '../../define.js';

export default cardScript('inspiring-aethercharge', {
  onResolve: [buffPower({ ref: 'alliesYouControl' }, 1), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
