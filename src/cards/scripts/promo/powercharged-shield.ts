import { activated, banishSelf, cardScript, target, targetUnit } from '../../define.js';

export default cardScript('powercharged-shield', {
  abilities: [
    activated([banishSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'vigor', duration: 'untilEndOfTurn' }], { targets: [targetUnit({ keyword: 'taunt' })] }),
  ],
});
