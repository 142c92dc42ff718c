import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('intrepid-highwayman', {
  keywords: ['intercept'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3, whileRetaliating: true }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
