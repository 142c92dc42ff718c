import { activated, cardScript, classBonus, empower, restSelf } from '../../define.js';

export default cardScript('fractal-of-mana', {
  keywords: ['reservable'],
  abilities: [activated([restSelf()], [empower(1)], { condition: classBonus() })],
});
