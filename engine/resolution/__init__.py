"""One phase resolving: the step driver, the phase's working state (the one place HP changes), which
orders are legal, the readable report."""
