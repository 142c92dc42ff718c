import { cardScript, masteryDirection, onEnter, triggered } from '../../define.js';

export default cardScript('kongming-erudite-strategist', {
  abilities: [
    triggered(onEnter(), (['north', 'east', 'south', 'west'] as const).map((d) => ({ op: 'banishTopMayPlay', condition: masteryDirection(d) }))),
  ],
});
