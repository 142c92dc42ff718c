import { classBonus, cardScript, ifThen, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('plasma-vanguard', {
  keywords: ['intercept'],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, { kind: 'damage', min: 25 }),
    // "ten or less" is the else branch of "11 or more".
    triggered(onEnter(), [ifThen({ kind: 'damage', min: 11 }, [], [putCounters(self(), 'buff', 3)])], { condition: classBonus() }),
  ],
});
