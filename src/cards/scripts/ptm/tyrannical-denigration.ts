import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('tyrannical-denigration', {
  keywords: ['kindle'],
  activationValues: { kindle: 7 },
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 4 }, classBonus()),
    staticAbility({ kind: 'unretaliatable' }, classBonus()),
  ],
});
