import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('artificers-opus', {
  keywords: ['cleave'],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus()),
    staticAbility({ kind: 'entersState', state: 'rested', whose: 'self' }),
  ],
});
