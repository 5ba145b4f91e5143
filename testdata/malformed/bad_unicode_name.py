s = '\N{NO SUCH NAME}'
