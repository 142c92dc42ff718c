import { activated, banishSelf, cardScript, target, targetAlly } from '../../define.js';

export default cardScript('rousing-rattle-drum', {
  abilities: [
    activated([banishSelf()], [{ op: 'wakeUp', subject: target(0) }], { targets: [targetAlly({ defending: true, anySubtype: ['ANIMAL', 'BEAST'] })] }),
  ],
});
