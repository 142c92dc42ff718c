import { classBonus, cardScript, ifThen, onEnter, self, triggered, youControl } from '../../define.js';

export default cardScript('poised-rearguard', {
  keywords: ['hindered'],
  abilities: [triggered(onEnter(), [ifThen(youControl('HORSE'), [{ op: 'wakeUp', subject: self() }])], { condition: classBonus() })],
});
