import { activated, buffPower, cardScript, classBonus, restSelf } from '../../define.js';

export default cardScript('banner-slime', {
  abilities: [activated([restSelf()], [buffPower({ ref: 'objectsMatching', filter: { type: 'ALLY', subtype: 'SLIME' }, controller: 'you', other: true }, 1)], { condition: classBonus() })],
});
