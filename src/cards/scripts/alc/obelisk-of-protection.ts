import { activated, cardScript, preventNextDamage, restSelf, target, targetUnit } from '../../define.js';

export default cardScript('obelisk-of-protection', {
  abilities: [activated([{ kind: 'reserve', value: 4, lessPerControlled: { type: 'DOMAIN' } }, restSelf()], [preventNextDamage(target(0), 2)], { targets: [targetUnit()] })],
});
