"""The files the program keeps for the master: the data folder, the cache, and the fingerprint of
the code that cached results depend on."""
