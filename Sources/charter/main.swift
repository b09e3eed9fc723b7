print("charter")
