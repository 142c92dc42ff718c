import { cardScript, onEnter, onLeave, target, triggered } from '../../define.js';

export default cardScript('entrancing-filigree', {
  abilities: [
    triggered(onEnter(), [{ op: 'banishRemembered', subject: target(0) }], { targets: [{ kind: 'object', nonChampion: true, controller: 'opponent', bySpell: true }] }),
    triggered(onLeave(), [{ op: 'returnRemembered', rested: true }]),
  ],
});
