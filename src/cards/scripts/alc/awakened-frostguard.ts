import { cardScript, classBonus, draw, fostered, onFoster, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('awakened-frostguard', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'foster' }, classBonus()),
    triggered(onFoster(), [{ op: 'banishFromGraveyard', filter: {}, max: 2, floatingMemory: true, each: [putCounters(self(), 'buff', 1), draw(1)] }]),
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, fostered()),
  ],
});
