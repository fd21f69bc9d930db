/** English strings of cooking mode and the kitchen tools. */
export const kitchen = {
  "cook.button": "Start cooking",
  "cook.mode": "Cooking mode",
  "cook.step": "Step {n} of {total}",
  "cook.close": "Close cooking mode",
  "cook.prev": "Back",
  "cook.next": "Next",
  "cook.done": "Done – enjoy!",
  "cook.needs": "You need",
  "cook.start": "Start a timer: {label}",
  "cook.pause": "Pause",
  "cook.resume": "Resume",
  "cook.cancel": "Remove timer",
  "cook.over": "Time's up: {label}",
  "cook.wake": "Your screen stays on while you cook.",
  "cook.noWake": "Your browser cannot keep the screen on – tap it now and then.",
};
