import { buffPower, cardScript, classBonus, modifyLife, staticAbility } from '../../define.js';

const yours = { ref: 'alliesYouControl' } as const;

// The choice is made as it resolves: accepting takes the power, declining the life.
export default cardScript('aqueous-enchanting', {
  onResolve: [{ op: 'may', effects: [buffPower(yours, 1)], otherwise: [modifyLife(yours, 1)] }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
