import { atBeginningOfYourRecollection, cardScript, characteristics, draw, gainKeyword, ifThen, objectSet, removeCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('tome-of-abyssal-heaven', {
  abilities: [
    staticAbility({ kind: 'entersWithChampionDamage', counter: 'page' }),
    staticAbility(characteristics([gainKeyword('spellshroud')], objectSet('otherObjectsYouControl'))),
    triggered(atBeginningOfYourRecollection(), [
      ifThen({ kind: 'selfCounters', counter: 'page', min: 8 }, [removeCounters(self(), 'page', 8), draw(1)], [{ op: 'loseGame' }]),
    ]),
  ],
});
