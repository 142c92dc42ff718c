import { activated, cardScript, classBonus, restSelf } from '../../define.js';

export default cardScript('lunar-seer', {
  keywords: ['starcalling'],
  activationValues: { starcalling: 1 },
  abilities: [activated([restSelf()], [{ op: 'glimpse', count: 2 }], { condition: classBonus() })],
});
