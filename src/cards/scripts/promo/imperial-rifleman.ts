import { classBonus, cardScript, onEnter, self, triggered } from '../../define.js';

export default cardScript('imperial-rifleman', { keywordValues: { ranged: 2 }, abilities: [triggered(onEnter(), [{ op: 'becomeDistant', subject: self() }], { condition: classBonus() })] });
