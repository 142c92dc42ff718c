import { cardScript, characteristics, levelRestriction, onEnter, putCounters, staticAbility, target, targetAlly, triggered } from '../../define.js';

export default cardScript('sun-quan-sealbearer', {
  abilities: [
    triggered(onEnter(), [putCounters(target(0), 'buff', 1)], { condition: levelRestriction(1), targets: [targetAlly({ controller: 'you', other: true })] }),
    staticAbility(characteristics([{ kind: 'loseKeywordValue', keyword: 'pride' }], { affects: 'yourAllies', withCounter: 'buff' }), levelRestriction(2)),
  ],
});
