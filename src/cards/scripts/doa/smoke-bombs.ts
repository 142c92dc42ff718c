import { activated, banishSelf, cardScript, draw, target, targetAlly } from '../../define.js';

export default cardScript('smoke-bombs', {
  abilities: [
    activated([banishSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' }, draw(1)], { targets: [targetAlly()] }),
  ],
});
