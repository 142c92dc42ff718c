import { activated, banishSelf, cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('blinding-orb', {
  abilities: [activated([banishSelf()], [{ op: 'handToMemory', who: 'opponents', count: 2 }, ifThen(classBonus(), [draw(1)])])],
});
