import { cardScript, summonToken } from '../../define.js';

export default cardScript('overlapping-visages', {
  onResolve: [{ op: 'eachSacrifices', filter: { type: 'ALLY' }, ifMixed: { subtype: 'DISTORTION', then: [summonToken('lost-being')] } }],
});
