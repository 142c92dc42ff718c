import { cardScript, draw, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('tristan-hired-blade', {
  abilities: [
    triggered(onEnter(), [
      ifThen({ kind: 'selfCounters', counter: 'preparation', min: 2 }, [draw(1)]),
      ifThen({ kind: 'selfCounters', counter: 'preparation', min: 4 }, [draw(1)]),
    ]),
  ],
});
