import { cardScript, draw, ifThen, levelRestriction, onDeath, onEnter, triggered } from '../../define.js';

export default cardScript('drowned-exorcist', {
  abilities: [
    triggered(onEnter(), [{ op: 'banishFromOwnGraveyard', who: 'each', count: 0, allNotElement: 'WATER' }], { condition: levelRestriction(2) }),
    // Deluge 8.
    triggered(onDeath(), [ifThen({ kind: 'graveyardCount', min: 8, element: 'WATER' }, [draw(2)])]),
  ],
});
