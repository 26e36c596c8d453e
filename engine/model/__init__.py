"""The game model: frozen records, codes, names, errors, format versions (the ground floor)."""
